export default function OrderRoute() {
  return <h1>Enviá tu diseño</h1>;
}
