// What the apps take from React Router, shared as the one router singleton (federated-app.mjs). A shared module
// cannot be tree-shaken (any remote may use any of its exports), so sharing the whole package costs every visitor
// about 60 KB gzip of routers the apps never use; sharing this list costs about 15 KB. A name missing here fails
// the build (SharedImportsCheckPlugin); add it here, and rebuild the host as well as the remote that needs it.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'cc-shared-impl/react-router-dom';
