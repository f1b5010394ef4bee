export default function Page() {
  return <h1>bundle</h1>;
}
