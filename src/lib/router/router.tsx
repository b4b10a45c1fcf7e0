export { BrowserRouter, Link, MemoryRouter, Navigate, useLocation, useNavigate } from 'react-router';
