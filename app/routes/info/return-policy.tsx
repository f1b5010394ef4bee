export default function Page() {
  return <h1>return-policy</h1>;
}
