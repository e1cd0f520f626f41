import { currentLanguage, i18n } from '../i18n';
import { createRequestClient, type RequestUi } from '../services/request';
import { endSession } from '../session';

/** Filled by <UiBridge/> once antd's App context exists; plain alerts until then. */
const ui: RequestUi = {
  dialog: (title, content, onOk) => {
    window.alert(`${title}\n${content}`);
    onOk?.();
  },
  toast: (content) => window.alert(content),
};
let navigate: (path: string) => void = (path) => window.location.assign(path);

export function connectUi(next: RequestUi, nextNavigate: (path: string) => void): void {
  Object.assign(ui, next);
  navigate = nextNavigate;
}

export const { request, requestData } = createRequestClient({
  ui,
  t: (key) => i18n.t(key),
  language: currentLanguage,
  endSession,
  goToLogin: () => navigate('/sign/login'),
});
