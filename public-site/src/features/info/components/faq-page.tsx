import { Link, useLang, useLangPath } from '@coach/kit';
import { Accordion } from '@coach/kit/widgets';
import { Trans } from '@lingui/react/macro';
import { faqTopics } from './faq-entries.tsx';
import * as styles from './faq-page.css.ts';
import { InfoPage } from './info-page.tsx';
import { usePublicSettings } from './use-public-settings.ts';

/** Frequently asked questions, by topic, each answer behind its question. */
export function FaqPage() {
  const lang = useLang();
  const inLang = useLangPath();
  const { settings } = usePublicSettings();
  return (
    <InfoPage
      title={<Trans>Frequently asked questions</Trans>}
      lead={<Trans>Short answers about membership, matching, points and your data.</Trans>}
    >
      {faqTopics(lang, settings).map((topic) => (
        <section key={topic.id} className={styles.topic} aria-labelledby={`faq-${topic.id}`}>
          <h2 id={`faq-${topic.id}`}>{topic.title}</h2>
          <Accordion items={topic.entries} className={styles.questions} />
        </section>
      ))}
      <p>
        <Trans>
          The full rules are on the <Link to={inLang('/rules')}>rules page</Link>. Did not find your answer?{' '}
          <Link to={inLang('/contact')}>Write to us</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
