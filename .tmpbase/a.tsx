export default function A(){return <p>a</p>}
