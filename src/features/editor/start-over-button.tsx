import styles from './start-over-button.module.css';

export const START_OVER_QUESTION = '¿Borrar la foto y las opciones elegidas y empezar un diseño nuevo?';

/** Clears the design and its saved draft, after the shopper confirms. */
export function StartOverButton({ onStartOver }: { readonly onStartOver: () => void }) {
  return (
    <button
      type="button"
      className={styles.startOver}
      onClick={() => {
        if (window.confirm(START_OVER_QUESTION)) onStartOver();
      }}
    >
      Empezar de nuevo
    </button>
  );
}
