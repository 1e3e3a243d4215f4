using System.Collections.Concurrent;
using System.Runtime.ExceptionServices;

namespace Bench.Harness.Native.Transfer;

/// <summary>
/// Stages of worker threads joined by queues. The first failure cancels every stage and is rethrown by
/// <see cref="Wait"/> once all workers have stopped; when a stage's workers are all done, its output queue is closed.
/// </summary>
internal sealed class Pipeline : IDisposable
{
    private readonly CancellationTokenSource cancellation;
    private readonly List<Task> workers = [];
    private readonly ConcurrentQueue<Exception> failures = new();

    /// <summary>A pipeline cancelled with <paramref name="cancellationToken"/>.</summary>
    public Pipeline(CancellationToken cancellationToken) => cancellation = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);

    /// <summary>Cancelled on the first failure or when the caller cancels.</summary>
    public CancellationToken Token => cancellation.Token;

    /// <summary>Starts <paramref name="count"/> workers running <paramref name="work"/> (given their index); <paramref name="done"/> runs after the last ends.</summary>
    public void Stage(int count, Action<int> work, Action done)
    {
        var remaining = count;
        for (var i = 0; i < count; i++)
        {
            var index = i;
            workers.Add(Task.Factory.StartNew(
                () =>
                {
                    try
                    {
                        work(index);
                    }
                    catch (OperationCanceledException) when (cancellation.IsCancellationRequested)
                    {
                    }
#pragma warning disable CA1031 // every failure is kept and rethrown by Wait
                    catch (Exception e)
#pragma warning restore CA1031
                    {
                        failures.Enqueue(e);
                        cancellation.Cancel();
                    }
                    finally
                    {
                        if (Interlocked.Decrement(ref remaining) == 0)
                        {
                            done();
                        }
                    }
                },
                CancellationToken.None,
                TaskCreationOptions.LongRunning,
                TaskScheduler.Default));
        }
    }

    /// <summary>Waits for every worker; rethrows the first failure, or throws when cancelled.</summary>
    public void Wait()
    {
        Task.WaitAll(workers);
        if (failures.TryDequeue(out var failure))
        {
            ExceptionDispatchInfo.Throw(failure);
        }

        cancellation.Token.ThrowIfCancellationRequested();
    }

    /// <inheritdoc/>
    public void Dispose() => cancellation.Dispose();
}
