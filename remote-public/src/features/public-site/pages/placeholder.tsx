export function makePlaceholder(name: string) {
  function Placeholder() {
    return <main id="main">{name}</main>;
  }
  Placeholder.displayName = `${name}Page`;
  return Placeholder;
}
