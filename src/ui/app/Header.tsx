/** Header: the brand, the section links, search and the theme switch. */
import { Link, useLocation } from "wouter";
import { ThemeToggle } from "../theme/ThemeToggle";
import { openSearch } from "../search/searchState";
import { SearchIcon } from "./SearchIcon";

const NAV = [
  { href: "/", label: "Lessons", match: (p: string) => p === "/" || p.startsWith("/lessons") },
  { href: "/flows", label: "Flows", match: (p: string) => p.startsWith("/flows") },
  { href: "/lab", label: "Lab", match: (p: string) => p.startsWith("/lab") },
  { href: "/sandbox", label: "Sandbox", match: (p: string) => p.startsWith("/sandbox") },
  { href: "/drills", label: "Drills", match: (p: string) => p.startsWith("/drills") },
  { href: "/quiz", label: "Quiz", match: (p: string) => p.startsWith("/quiz") || p.startsWith("/interview") },
  { href: "/cards", label: "Cards", match: (p: string) => p.startsWith("/cards") },
  { href: "/glossary", label: "Glossary", match: (p: string) => p.startsWith("/glossary") },
];

export function Header() {
  const [location] = useLocation();
  return (
    <header className="site-header">
      <Link href="/" className="brand" aria-label="Reconcile Lab, home">
        <svg aria-hidden="true" viewBox="0 0 32 32" width="24" height="24">
          <rect width="32" height="32" rx="7" fill="var(--accent)" />
          <path d="M9 16a7 7 0 0 1 12-5l-2 2h6V7l-2 2a10 10 0 1 0 3 7h-3a7 7 0 0 1-14 0z" fill="var(--accent-fg)" />
        </svg>
        <span>Reconcile Lab</span>
      </Link>
      <nav aria-label="Sections" className="site-nav">
        <ul>
          {NAV.map((n) => (
            <li key={n.href}>
              <Link href={n.href} aria-current={n.match(location) ? "page" : undefined}>
                {n.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="header-tools">
        <button
          type="button"
          className="search-button"
          onClick={() => openSearch()}
          aria-label="Search"
          aria-keyshortcuts="/ Control+K"
        >
          <SearchIcon /> <span className="search-button-label">Search</span> <kbd aria-hidden="true">/</kbd>
        </button>
        <ThemeToggle />
      </div>
    </header>
  );
}
