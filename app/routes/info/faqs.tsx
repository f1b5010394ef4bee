export default function Page() {
  return <h1>faqs</h1>;
}
