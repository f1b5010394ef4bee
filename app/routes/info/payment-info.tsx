export default function Page() {
  return <h1>payment-info</h1>;
}
