export default function Index() {
  return <h1>Charterly</h1>;
}
