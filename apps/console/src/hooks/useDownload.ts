import { useState } from 'react';
import { useFeedback } from '../feedback/feedback';

/**
 * A download button's state: `downloading` while the file is on its way (the button's `loading`), and a
 * failure shown as a message (the server's words), never thrown. `download(() => exportThings(filters))`.
 */
export function useDownload(): {
  downloading: boolean;
  download: (fetch: () => Promise<unknown>) => Promise<void>;
} {
  const { message } = useFeedback();
  const [downloading, setDownloading] = useState(false);
  const download = async (fetch: () => Promise<unknown>) => {
    setDownloading(true);
    try {
      await fetch();
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
