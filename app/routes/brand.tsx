export default function Page() {
  return <h1>brand</h1>;
}
