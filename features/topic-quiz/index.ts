// Topic quizzes (issue 21): /user-topic/{uuid}/quiz. Pages list the 'quiz' namespace in pageProps.
export { TopicQuizPage } from './pages/topic-quiz-page';
