import type { ReactNode } from 'react';

interface ExternalLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A link off the site. It opens in a new tab so a design in progress stays open, and says so. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}{' '}
      <span className="visually-hidden">(se abre en otra pestaña)</span>
    </a>
  );
}
