// Placeholder until this page's owner lands it (issue 11).
export default function Page() {
  return <main className="page" data-page="blocks-page" />
}
