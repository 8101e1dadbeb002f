// What each route tells the shell: its title and breadcrumb level (spec 1 §2 "Breadcrumb").
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page name shown in the breadcrumb. */
    title?: string;
    /** 2: a main page; 3: an exam or analysis page; 4: an analysis detail page. */
    level?: 2 | 3 | 4;
    /** Level 3/4 pages of score analysis say so; other level-3 pages belong to exam management. */
    module?: 'analysis';
  }
}

export {};
