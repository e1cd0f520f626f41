import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useFeedback } from '../feedback/feedback';

/**
 * While `dirty`, leaving asks first: going to another console page asks in a dialog (Leave /
 * Stay), closing or reloading the tab gets the browser's own question. Changing only the search
 * (another tab of the same page) keeps the page, so it is not leaving.
 */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.leave'),
      okButtonProps: { danger: true },
      cancelText: t('unsaved.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // browsers before preventDefault() was honoured here
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
