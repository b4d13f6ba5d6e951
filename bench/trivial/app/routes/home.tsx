import { useLoaderData } from "react-router";

export function meta() {
  return [{ title: "A trivial page" }];
}

export function loader() {
  return { greeting: "Hello from the loader", items: ["one", "two", "three"] };
}

export default function Home() {
  const { greeting, items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  );
}
