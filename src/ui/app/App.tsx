/** App is the shell: skip link, header, storage notice, the routed page, footer. */
import { Router } from "wouter";
import { useHashLocation } from "wouter/use-hash-location";
import { Header } from "./Header";
import { Routes } from "./Routes";
import { StorageNotice } from "./StorageNotice";
import { useGlobalShortcuts } from "./useGlobalShortcuts";

export function App() {
  return (
    <Router hook={useHashLocation}>
      <Shell />
    </Router>
  );
}

function Shell() {
  useGlobalShortcuts();
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        Skip to content
      </a>
      <Header />
      <StorageNotice />
      <main id="main" tabIndex={-1}>
        <Routes />
      </main>
      <footer className="site-footer">
        <p>
          Reconcile Lab runs entirely in your browser. Your progress stays on this device. Press <kbd>/</kbd> to search,{" "}
          <kbd>?</kbd> for shortcuts.
        </p>
      </footer>
    </>
  );
}
