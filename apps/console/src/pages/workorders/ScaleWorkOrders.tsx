import { ToolOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAdministrator } from '../../access/roles';
import { listWorkOrders } from '../../api/workOrders';
import { useFeedback } from '../../feedback/feedback';
import { useSession } from '../../session';
import { workOrderPath } from './rules';
import { SubmitWorkOrderModal } from './SubmitWorkOrderModal';
import { WorkOrderTable } from './WorkOrderTable';

const PAGE_SIZE = 10;

/** A scale's work-order history on its manage page, with 报修 for this scale. */
export function ScaleWorkOrders({
  scale,
  area,
}: {
  scale: { id: number; name: string };
  area: '/admin' | '/project';
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const mayReport = !isAdministrator(session) && !!session?.company_info;
  const [page, setPage] = useState(1);
  const [reporting, setReporting] = useState(false);
  const query = { view: 'all' as const, scale_id: scale.id, page, per_page: PAGE_SIZE };
  const { data, isFetching } = useQuery({
    queryKey: ['workOrders', 'list', query],
    queryFn: () => listWorkOrders(query),
  });

  return (
    <Flex vertical gap={12} data-testid="scale-work-orders">
      {mayReport && (
        <div>
          <Button
            type="primary"
            icon={<ToolOutlined />}
            onClick={() => setReporting(true)}
            data-testid="scale-wo-report"
          >
            {t('workOrders.report')}
          </Button>
        </div>
      )}
      <WorkOrderTable
        area={area}
        orders={data?.list ?? []}
        loading={isFetching}
        showCompany={false}
        showScale={false}
        testId="scale-wo-table"
        empty={
          isFetching ? null : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workOrders.scaleEmpty')} />
          )
        }
        pagination={
          (data?.meta.total ?? 0) > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: data?.meta.total ?? 0, onChange: setPage }
            : false
        }
      />
      {mayReport && (
        <SubmitWorkOrderModal
          open={reporting}
          scale={scale}
          onClose={() => setReporting(false)}
          onSubmitted={(order) => {
            setReporting(false);
            void message.success(t('workOrders.submitted', { number: order.number }));
            void queryClient.invalidateQueries({ queryKey: ['workOrders'] });
            navigate(workOrderPath(area, order.id));
          }}
        />
      )}
    </Flex>
  );
}
