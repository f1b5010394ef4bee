export default function Page() {
  return <h1>shipping-policy</h1>;
}
