import { ButtonLink } from '@/components/button-link';
import { PriceCalculator } from '@/components/price-calculator/price-calculator';
import { paths } from '@/config/paths';
import styles from './calculator-route.module.css';

export default function CalculatorRoute() {
  return (
    <div className={styles.page}>
      <title>Calculadora de precios | MGM Gamers</title>
      <h1 className={styles.heading}>Calculadora de precios</h1>
      <p className={styles.lead}>Elegí el producto, escribí la medida en centímetros y tocá COTIZAR.</p>
      <PriceCalculator title="Cotizá tu medida" />
      <ButtonLink to={paths.editor}>CREAR</ButtonLink>
    </div>
  );
}
