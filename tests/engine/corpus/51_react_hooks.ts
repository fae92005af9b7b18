// Red-team: React-style hooks over an unresolved 'react' import (its names are any): fetch state, localStorage, debounce.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Dispatch, SetStateAction } from "react";

export interface FetchState<T> {
  data: T | null;
  error: Error | null;
  loading: boolean;
}

export function useFetch<T>(url: string, deps: unknown[] = []): FetchState<T> & { reload: () => void } {
  const [state, setState] = useState<FetchState<T>>({ data: null, error: null, loading: true });
  const [tick, setTick] = useState(0);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    setState((s: FetchState<T>) => ({ ...s, loading: true }));
    fetch(url, { signal: controller.signal })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<T>;
      })
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: null, error: error instanceof Error ? error : new Error(String(error)), loading: false });
      });
    return () => controller.abort();
  }, [url, tick, ...deps]);

  const reload = useCallback(() => setTick((t: number) => t + 1), []);
  return { ...state, reload };
}

export function useLocalStorage<T>(key: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? initial : (JSON.parse(raw) as T);
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    window.localStorage.setItem(key, JSON.stringify(value));
  }, [key, value]);
  return [value, setValue];
}

export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

interface Todo {
  id: number;
  title: string;
  done: boolean;
}

type Filter = "all" | "open" | "done";

export function useTodos(initial: Todo[] = []) {
  const [todos, setTodos] = useLocalStorage<Todo[]>("todos", initial);
  const [filter, setFilter] = useState<Filter>("all");

  const visible = useMemo(() => {
    switch (filter) {
      case "open":
        return todos.filter((t) => !t.done);
      case "done":
        return todos.filter((t) => t.done);
      default:
        return todos;
    }
  }, [todos, filter]);

  const add = useCallback(
    (title: string) => setTodos((list) => [...list, { id: Date.now(), title: title.trim(), done: false }]),
    [setTodos],
  );
  const toggle = (id: number) => setTodos((list) => list.map((t) => (t.id === id ? { ...t, done: !t.done } : t)));
  const remove = (id: number) => setTodos((list) => list.filter((t) => t.id !== id));
  const stats = { total: todos.length, open: todos.filter((t) => !t.done).length };

  return { todos: visible, filter, setFilter, add, toggle, remove, stats };
}
