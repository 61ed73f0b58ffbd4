export default function EditorRoute() {
  return <h1>Personalizá tu mousepad</h1>;
}
