import { Modal, message, notification } from 'antd';
import { useLayoutEffect } from 'react';
import type { Feedback } from './feedback';

/** antd's three hook-based APIs and the elements they render into (what antd's `<App>` holds). */
export default function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
