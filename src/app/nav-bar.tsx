import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link';
import { storeLinks } from '@/config/links';
import { paths } from '@/config/paths';
import { Logo } from '@/components/logo';
import styles from './nav-bar.module.css';

/** Top bar of the landing and information pages; on 768 px or less the links fold behind a burger. */
export function NavBar() {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className={styles.bar}>
      <nav className={styles.nav} aria-label="Principal" onKeyDown={closeOnEscape}>
        <Link to={paths.editor} className={styles.logo} aria-label="MGM Gamers: ir al editor">
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.burger}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.bars} aria-hidden="true" />
        </button>
        <ul id={menuId} className={styles.menu} data-open={open}>
          <li>
            <ExternalLink href={storeLinks.store} className={styles.link}>
              Tienda
            </ExternalLink>
          </li>
          <li>
            <Link to={paths.info} className={styles.link}>
              Más información{' '}<span className="visually-hidden">sobre nuestros productos</span>
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
