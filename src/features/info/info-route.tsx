import { ButtonLink } from '@/components/button-link';
import { HandmadeNote } from '@/components/handmade-note';
import { PriceCalculator } from '@/components/price-calculator/price-calculator';
import { paths } from '@/config/paths';
import styles from './info-route.module.css';
import { ProductCardView } from './product-card-view';
import { PRODUCT_CARDS } from './product-cards';

export default function InfoRoute() {
  return (
    <div className={styles.page}>
      <title>Información de productos | MGM Gamers</title>
      <h1 className={styles.heading}>Conocé nuestros productos</h1>
      <HandmadeNote className={styles.note} />
      <section aria-labelledby="info-products">
        <h2 id="info-products" className="visually-hidden">
          Productos
        </h2>
        <div className={styles.cards}>
          {PRODUCT_CARDS.map((card) => (
            <ProductCardView key={card.mode} card={card} />
          ))}
        </div>
      </section>
      <div className={styles.quote}>
        <PriceCalculator title="Calculá tu precio" />
        <ButtonLink to={paths.editor}>CREAR</ButtonLink>
      </div>
    </div>
  );
}
