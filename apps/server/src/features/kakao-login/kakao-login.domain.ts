/** The Kakao state and a pending Kakao link or sign-up expire after this. */
export const KAKAO_STEP_MINUTES = 10;
