import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

async function main() {
  const config = await (await fetch('/config.json')).json();
  registerRemotes([
      { name: 'attendee', entry: new URL(config.remotes.attendee, location.href).href },
      { name: 'admin', entry: new URL(config.remotes.admin, location.href).href },
  ]);
  const Attendee = lazy(() => loadRemote('attendee/routes') as Promise<{ default: () => JSX.Element }>);
  const Admin = lazy(() => loadRemote('admin/admin-app') as Promise<{ default: () => JSX.Element }>);
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/admin/*" element={<Admin />} />
          <Route path="/*" element={<Attendee />} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}
main();
