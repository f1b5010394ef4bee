export default function Page() {
  return <h1>cookie-policy</h1>;
}
