import type { ReactElement } from 'react';
import { SIGN_IN_PATH } from '../../content/menu.js';
import { SHELL_COPY } from '../../content/pages/shells.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

type ShellKey = keyof typeof SHELL_COPY;

function copyFor(context: PageContext): (key: ShellKey) => string {
  return (key) => pick(SHELL_COPY[key], context.lang);
}

/** /dahuascale/pc/index.html (and /dahuascale, whose index it is). */
export function DahuaScalePcPage({
  context,
  canonicalPath,
}: {
  context: PageContext;
  canonicalPath?: string;
}): ReactElement {
  const t = copyFor(context);
  const { lang } = context;
  return (
    <Layout
      context={context}
      title={`${t('pcTitle')} | ${pick(SITE_TITLE, lang)}`}
      description={t('pcDescription')}
      {...(canonicalPath === undefined ? {} : { canonicalPath })}
    >
      <h1>{t('pcTitle')}</h1>
      <p className="lead">{t('pcIntro')}</p>
      <section aria-labelledby="pc-steps-heading">
        <h2 id="pc-steps-heading">{t('pcStepsHeading')}</h2>
        <ol className="steps">
          <li>{t('pcStep1')}</li>
          <li>{t('pcStep2')}</li>
          <li>{t('pcStep3')}</li>
        </ol>
      </section>
      <p className="actions">
        <a className="button" href={localizePath('/instructions', lang)}>
          {t('pcDownloadsLink')}
        </a>
        <a className="button secondary" href={SIGN_IN_PATH}>
          {t('pcSignInLink')}
        </a>
        <a href={localizePath('/dahuascale/paymentsign/payment', lang)}>{t('paymentLink')}</a>
      </p>
    </Layout>
  );
}

/** /dahuascale/paymentsign/payment: information only, no commerce on the public site. */
export function PaymentSignPage({ context }: { context: PageContext }): ReactElement {
  const t = copyFor(context);
  const { lang } = context;
  return (
    <Layout
      context={context}
      title={`${t('paymentTitle')} | ${pick(SITE_TITLE, lang)}`}
      description={t('paymentDescription')}
    >
      <h1>{t('paymentTitle')}</h1>
      <p className="lead">{t('paymentIntro')}</p>
      <div className="two-columns">
        <section aria-labelledby="prepare-heading">
          <h2 id="prepare-heading">{t('paymentPrepareHeading')}</h2>
          <ul>
            <li>{t('paymentPrepare1')}</li>
            <li>{t('paymentPrepare2')}</li>
            <li>{t('paymentPrepare3')}</li>
          </ul>
        </section>
        <section aria-labelledby="signing-heading">
          <h2 id="signing-heading">{t('paymentStepsHeading')}</h2>
          <ol className="steps">
            <li>{t('paymentStep1')}</li>
            <li>{t('paymentStep2')}</li>
            <li>{t('paymentStep3')}</li>
          </ol>
        </section>
      </div>
      <p>
        <a href={localizePath('/dahuascale/pc/index.html', lang)}>{t('pcTitle')}</a>
      </p>
    </Layout>
  );
}

/** /dahuascaleweihu: the maintenance notice. */
export function MaintenanceNoticePage({ context }: { context: PageContext }): ReactElement {
  const t = copyFor(context);
  const { lang } = context;
  return (
    <Layout
      context={context}
      title={`${t('maintenanceTitle')} | ${pick(SITE_TITLE, lang)}`}
      description={t('maintenanceDescription')}
    >
      <section className="notice" aria-labelledby="maintenance-heading">
        <h1 id="maintenance-heading">{t('maintenanceTitle')}</h1>
        <p className="notice-box">{t('maintenanceBody')}</p>
        <p>{t('maintenanceAdvice')}</p>
      </section>
    </Layout>
  );
}
