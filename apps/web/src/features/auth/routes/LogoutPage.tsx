import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { logout } from '../logout';

export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(queryClient).then(() => navigate('/login', { replace: true }));
  }, [navigate, queryClient]);

  return <FullScreenSpinner label="Cerrando sesión…" />;
}
