export default function Page() {
  return <h1>bundles</h1>;
}
