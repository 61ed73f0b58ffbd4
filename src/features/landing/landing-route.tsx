import { ButtonLink } from '@/components/button-link';
import { ExternalLink } from '@/components/external-link';
import { HandmadeNote } from '@/components/handmade-note';
import { storeLinks } from '@/config/links';
import { paths } from '@/config/paths';
import { MODE_SPECS } from '@/domain/modes';
import styles from './landing-route.module.css';

/** The editor opens in rug mode from this query (decisions §4 keeps the store's `mode` key). */
const RUG_EDITOR = `${paths.editor}?mode=${MODE_SPECS.Alfombra.mode}`;

export default function LandingRoute() {
  return (
    <div className={styles.page}>
      <title>MGM Gamers | Mousepads y alfombras personalizadas</title>
      <section className={styles.hero} aria-labelledby="landing-title">
        <p className={styles.kicker}>Personalizador MGM Gamers</p>
        <h1 id="landing-title" className={styles.title}>
          Tu setup, <span className={styles.accent}>tu diseño</span>
        </h1>
        <p className={styles.lead}>
          Subí tu foto, elegí la medida y mirá el precio al instante. Mousepads Classic y Pro, y alfombras a tu
          medida.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.editor}>Personalizá tu mousepad</ButtonLink>
          <ButtonLink to={RUG_EDITOR}>Personalizá tu alfombra</ButtonLink>
        </div>
        <HandmadeNote className={styles.note} />
      </section>
      <section className={styles.more} aria-labelledby="landing-more">
        <h2 id="landing-more" className={styles.moreTitle}>
          ¿Querés saber más?
        </h2>
        <div className={styles.actions}>
          <ButtonLink to={paths.info} variant="secondary">
            {/* The hidden words say where it goes, for screen readers and link lists; the label stays first. */}
            Más información{' '}<span className="visually-hidden">sobre nuestros productos</span>
          </ButtonLink>
          <ExternalLink href={storeLinks.store} className={styles.storeLink}>
            Ir a la tienda online
          </ExternalLink>
        </div>
      </section>
    </div>
  );
}
