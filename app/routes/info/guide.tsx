export default function Page() {
  return <h1>guide</h1>;
}
