import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadUserInfo, type StoredUserInfo } from './user-info';

/** A navigation entry as GET api/menu / siteMenu gives it. */
export interface MenuData {
  value: string;
  name: string;
  url: string;
  children: MenuData[];
}

/** Global state of spec §3. */
export interface GlobalState {
  userLevel?: number;
  /** devicePixelRatio × 100, recomputed on resize. */
  zoom: number;
  width: number;
  loading: boolean;
  subscribed: boolean;
  menu: MenuData[];
  userInfo?: StoredUserInfo;
  /** Page authorisation (spec §4): 1 ok, 2 no permission; set by the error catalogue. */
  pageAuthority: 1 | 2;
}

interface GlobalStateApi extends GlobalState {
  setPageAuthority(authority: 1 | 2): void;
  setLoading(loading: boolean): void;
  setSubscribed(subscribed: boolean): void;
  setMenu(menu: MenuData[]): void;
  setUserInfo(info: StoredUserInfo | undefined): void;
}

const Context = createContext<GlobalStateApi | undefined>(undefined);

// The server renderer has no window: it renders with the measures of no screen (nothing renders by them).
const measure = () =>
  typeof window === 'undefined' ? { zoom: 100, width: 0 } : { zoom: Math.round(window.devicePixelRatio * 100), width: window.innerWidth };

export function GlobalStateProvider({ children }: { children: ReactNode }) {
  const [viewport, setViewport] = useState(measure);
  const [loading, setLoading] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const [menu, setMenu] = useState<MenuData[]>([]);
  const [userInfo, setUserInfo] = useState(loadUserInfo);
  const [pageAuthority, setPageAuthority] = useState<1 | 2>(1);

  useEffect(() => {
    const onResize = () => setViewport(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const value = useMemo<GlobalStateApi>(
    () => ({
      ...viewport,
      loading,
      subscribed,
      menu,
      userInfo,
      pageAuthority,
      userLevel: userInfo?.level,
      setLoading,
      setSubscribed,
      setMenu,
      setUserInfo,
      setPageAuthority,
    }),
    [viewport, loading, subscribed, menu, userInfo, pageAuthority],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useGlobalState(): GlobalStateApi {
  const value = useContext(Context);
  if (!value) throw new Error('useGlobalState outside GlobalStateProvider');
  return value;
}
