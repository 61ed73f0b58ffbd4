import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './toggle-button.module.css';

/** A one-off action (not an option that stays on) with the option buttons' look. */
export function ActionButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & { readonly ref?: Ref<HTMLButtonElement> }) {
  return <button type="button" className={styles.button} {...props} />;
}
