import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../api/stock';
import { useFeedback } from '../../feedback/feedback';

/** The two downloads of a stock page or document: Excel and PDF, each fetched with the session. */
export function ExportButtons({
  download,
  testId,
  formats = ['xlsx', 'pdf'],
}: {
  download: (format: ExportFormat) => Promise<void>;
  testId: string;
  formats?: ExportFormat[];
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await download(format);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space.Compact>
      {formats.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          onClick={() => void run(format)}
          data-testid={`${testId}-export-${format}`}
        >
          {t(format === 'pdf' ? 'stock.exportPdf' : 'stock.exportXlsx')}
        </Button>
      ))}
    </Space.Compact>
  );
}
