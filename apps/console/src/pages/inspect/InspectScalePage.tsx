import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useParams } from 'react-router';
import { fleetScale } from '../../api/fleet';
import type { ConsoleRoute } from '../../routes/types';
import FleetScalePage from '../fleet/FleetScalePage';
import { ScalePublicCard } from '../scale-reports/ScalePublicCard';

/**
 * /inspect/fleet/:id (issue 27): one scale of a shop assigned to the inspector, read-only: the
 * fleet's scale page (its facts, software, verification records and event log read-only, link and
 * work orders), then its public page and QR with the way to its reports. That card comes only
 * once the scale has answered (a scale not assigned answers 404, and the fleet page says so alone).
 */
export default function InspectScalePage({ route }: { route: ConsoleRoute }) {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  // The same query as the fleet page's (one request between them).
  const { data: scale } = useQuery({
    queryKey: ['fleet', 'scale', id],
    queryFn: () => fleetScale(id),
    enabled: valid,
    retry: false,
  });
  return (
    <Flex vertical gap={16} data-testid="inspect-scale">
      <FleetScalePage route={route} />
      {scale && <ScalePublicCard scaleId={scale.id} reportsPath={`/inspect/reports?scale_id=${scale.id}`} />}
    </Flex>
  );
}
