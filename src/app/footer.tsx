import { ExternalLink } from '@/components/external-link';
import { storeLinks, storeLocation } from '@/config/links';
import { Logo } from '@/components/logo';
import styles from './footer.module.css';

const FOOTER_LINKS: readonly { readonly label: string; readonly href: string }[] = [
  { label: 'Tienda', href: storeLinks.store },
  { label: 'Instagram', href: storeLinks.instagram },
  { label: 'Facebook', href: storeLinks.facebook },
  { label: 'TikTok', href: storeLinks.tiktok },
  { label: 'Centro de ayuda', href: storeLinks.help },
  { label: 'Contacto', href: storeLinks.contact },
  { label: 'Términos y condiciones', href: storeLinks.terms },
  { label: 'Data fiscal (ARCA)', href: storeLinks.taxAuthority },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Enlaces de la tienda">
          <ul className={styles.links}>
            {FOOTER_LINKS.map(({ label, href }) => (
              <li key={label}>
                <ExternalLink href={href} className={styles.link}>
                  {label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.location}>{storeLocation}</p>
      </div>
    </footer>
  );
}
