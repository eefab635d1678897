// AI study help (issue 18): the pages of the chats, the tutors, summaries and mock exams, the university section, a
// learning bot's page and a parent's view of a student's chats. Pages list the 'ai' namespace in pageProps.
export { ChatPage } from './pages/chat-page';
export { SchoolGptPage, UniGptPage } from './pages/tutor-page';
export { SummaryPage } from './pages/summary-page';
export { MockExamPage } from './pages/mock-exam-page';
export { UniversityPage } from './pages/university-page';
export { LearningBotPage } from './pages/learning-bot-page';
export { ParentViewPage } from './pages/parent-view-page';
