export default function Page() {
  return <h1>products</h1>;
}
