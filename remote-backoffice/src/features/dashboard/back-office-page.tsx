import { useState } from 'react';
import { PersonaManagementView } from '../personas';
import { VectorDbView } from '../vector-db';
import { DashboardView } from './dashboard-view';
import type { BackOfficeView, ToolView } from './views';
import './back-office.css';

/**
 * The back office's one page. Its three views (dashboard, personas, vector database) are
 * switched here without a route change; each back action returns to the dashboard.
 */
export default function BackOfficePage() {
  const [view, setView] = useState<BackOfficeView>('dashboard');
  const [returnedFrom, setReturnedFrom] = useState<ToolView>();
  const back = (from: ToolView) => () => {
    setReturnedFrom(from);
    setView('dashboard');
  };

  if (view === 'personas') return <PersonaManagementView onBack={back('personas')} />;
  if (view === 'vector-db') return <VectorDbView onBack={back('vector-db')} />;
  return <DashboardView onOpen={setView} returnedFrom={returnedFrom} />;
}
