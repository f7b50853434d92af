//! A frontend's wake-up shared by the threads that call it.

use std::sync::{Arc, Mutex, PoisonError};

use crate::client::Wake;

/// A [`Wake`] shared by the threads that call it (a computer's worker, a
/// connection, a hint's search): a clone calls the same wake-up, which may
/// be given after the clones are handed out.
///
/// A wake-up that panicked once is called again next time: what it was to
/// announce is already waiting to be polled either way.
#[derive(Clone, Default)]
pub struct SharedWake(Arc<Mutex<Option<Wake>>>);

impl SharedWake {
    /// A shared wake-up calling `wake`, or nothing yet.
    pub fn new(wake: Option<Wake>) -> SharedWake {
        SharedWake(Arc::new(Mutex::new(wake)))
    }

    /// From now on every clone calls `wake`.
    pub fn set(&self, wake: Wake) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(wake);
    }

    /// Whether there is a wake-up to call.
    pub fn is_set(&self) -> bool {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some()
    }

    /// Calls the wake-up, if there is one.
    pub fn call(&self) {
        if let Some(wake) = self
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            wake();
        }
    }

    /// A [`Wake`] calling this one, for what takes a wake-up of its own,
    /// or `None` while there is nothing to call.
    pub fn boxed(&self) -> Option<Wake> {
        let shared = self.clone();
        self.is_set()
            .then(|| Box::new(move || shared.call()) as Wake)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    fn counting() -> (Arc<AtomicUsize>, Wake) {
        let calls = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&calls);
        let wake = Box::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
        });
        (calls, wake)
    }

    #[test]
    fn a_clone_calls_a_wake_up_given_after_it_was_made() {
        let shared = SharedWake::default();
        let clone = shared.clone();
        assert!(!clone.is_set() && shared.boxed().is_none());
        clone.call();
        let (calls, wake) = counting();
        shared.set(wake);
        assert!(clone.is_set());
        clone.call();
        shared.boxed().expect("a wake-up is set")();
        assert_eq!(calls.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn a_wake_up_that_panicked_is_called_again() {
        let calls = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&calls);
        let shared = SharedWake::new(Some(Box::new(move || {
            if counted.fetch_add(1, Ordering::SeqCst) == 0 {
                panic!("the first wake-up fails");
            }
        })));
        let first = shared.clone();
        let panicked = std::thread::spawn(move || first.call()).join();
        assert!(panicked.is_err());
        shared.call();
        assert_eq!(calls.load(Ordering::SeqCst), 2);
    }
}
