// A remote is used through its exposed modules; this entry only keeps the async boundary.
import('./bootstrap');
