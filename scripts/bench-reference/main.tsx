/**
 * The benchmark's reference (`npm run bench:lighthouse`): the smallest app on the same stack,
 * React 19 + react-router + TanStack Query, one screen with a heading and a list that a query
 * fills. What the patient app costs beyond this is the app's own.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom'

const NOTICES = ['진료 안내', '주차 안내', '검사 결과 안내', '외래 진료 시간표', '입원 생활 안내']

function Home() {
  const notices = useQuery({
    queryKey: ['notices'],
    queryFn: () => new Promise<string[]>((resolve) => setTimeout(() => resolve(NOTICES), 50)),
  })
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '1rem' }}>
      <h1>한빛대학교병원</h1>
      <p>오늘의 일정과 공지사항을 확인하세요.</p>
      <ul>
        {notices.data?.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <Link to="/about">병원 소개</Link>
    </main>
  )
}

const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Home />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
)
