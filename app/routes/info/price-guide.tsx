export default function Page() {
  return <h1>price-guide</h1>;
}
