export default function Page() {
  return <h1>vat-information</h1>;
}
