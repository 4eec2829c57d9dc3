/** The employer area's addresses (the spec's spelling, 'employeer', kept for old bookmarks). */
export const employerPaths = {
  login: '/employeer/login',
  home: '/employeer/home',
  users: '/employeer/user',
  tasks: '/employeer/task',
  /** Opens the task screen with the Add Task form showing (the dashboard's New Task link). */
  newTask: '/employeer/task?new=1',
} as const;
